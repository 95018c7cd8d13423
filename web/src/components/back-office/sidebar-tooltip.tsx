import { Tooltip } from 'radix-ui';
import type { ReactElement } from 'react';

/**
 * A collapsed sidebar item's title, shown beside it on hover and focus (the item keeps its own accessible
 * name). Its own chunk: Radix's positioning code downloads only once the sidebar is collapsed.
 */
export default function SidebarTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Tooltip.Provider delayDuration={0}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="right"
            sideOffset={8}
            className="z-50 rounded-md bg-navy-950 px-2.5 py-1.5 text-xs font-medium text-white shadow"
          >
            {title}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
