// autocannon's setupRequest for bench:api, a module because autocannon runs in a worker thread: each
// request from a visitor of its own, named as CloudFront names it and trusted with the edge secret (ADR 055).
const octet = () => Math.floor(Math.random() * 256);

module.exports = (request) => ({
  ...request,
  headers: {
    ...request.headers,
    'cloudfront-viewer-address': `10.${octet()}.${octet()}.${octet()}:443`,
    'x-origin-verify': process.env.BENCH_EDGE_SECRET,
  },
});
