import { CustomizeImages } from '../components/customize-images';
import { CustomizeSlugForm } from '../components/customize-slug-form';
import type { DashboardTabProps } from '../nav';

/** Customize: the profile URL (slug), then the page's background, logo and badges. */
export default function CustomizeTab({ agent }: DashboardTabProps) {
  return (
    <div className="space-y-8">
      <CustomizeSlugForm agent={agent} />
      <CustomizeImages agent={agent} />
    </div>
  );
}
