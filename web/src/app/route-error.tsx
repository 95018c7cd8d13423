import { messages } from '@maplestone/shared';
import { Component, type ReactNode } from 'react';
import { buttonClass } from '../components/ui/button';

/** Catches a page that fails to load or render (e.g. a chunk gone after a deploy) inside the layout. */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: unknown }
> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="font-display text-3xl font-bold text-navy-950">Something went wrong</h1>
        <p className="mt-3 text-slate-600">{messages.common.unexpected}</p>
        <div className="mt-8 flex gap-3">
          <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <a href="/" className={buttonClass('outline')}>
            {messages.notFound.link}
          </a>
        </div>
      </div>
    );
  }
}
