/** The part of autocannon's API the API bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    amount?: number;
    workers?: number;
    headers?: Record<string, string>;
    body?: string;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
