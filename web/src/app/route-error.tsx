import { commonWords } from '@maplestone/shared/i18n/en/common';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { Component, type ReactNode } from 'react';
import { buttonClass } from '../components/ui/button';
import { useLocalizedPath, useWords } from '../lib/i18n';

/** What a visitor sees when a page failed: in the page's language, with a way out. */
function RouteErrorView() {
  const common = useWords('common', commonWords);
  const l = useWords('layout', layoutWords);
  const to = useLocalizedPath();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-bold text-navy-950">{l.routeError.title}</h1>
      <p className="mt-3 text-slate-600">{common.unexpected}</p>
      <div className="mt-8 flex gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          {l.routeError.reload}
        </button>
        {/* A full load: whatever broke the page does not carry over. */}
        <a href={to('/')} className={buttonClass('outline')}>
          {l.notFound.link}
        </a>
      </div>
    </div>
  );
}

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
    return <RouteErrorView />;
  }
}
