import type { DashboardTabProps } from '../../../components/back-office/nav-item';
import { CustomizeImages } from './customize-images';
import { CustomizeSlugForm } from './customize-slug-form';

/** Customize: the profile URL (slug), then the page's background, logo and badges. */
export default function CustomizeTab({ agent }: DashboardTabProps) {
  return (
    <div className="space-y-8">
      <CustomizeSlugForm agent={agent} />
      <CustomizeImages agent={agent} />
    </div>
  );
}
