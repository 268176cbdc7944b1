import { calls } from '../../../shared/api/index.ts';
import { AdminLayout } from '../../features/admin/index.ts';
import { PictureListCard, ReasonsCard } from '../../features/admin-assets/index.ts';
import { fileBody } from '../../features/profiles/index.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';

const reactionCalls = {
  add: (file: File) => api(calls.adminAssets.addReaction, { body: fileBody(file) }),
  change: (id: number, body: { name?: string; enabled?: boolean }) => api(calls.adminAssets.changeReaction, { params: { id }, body }),
  order: (ids: number[]) => api(calls.adminAssets.orderReactions, { body: { ids } }),
};

const iconCalls = {
  add: (file: File) => api(calls.adminAssets.addIcon, { body: fileBody(file) }),
  change: (id: string, body: { name?: string; enabled?: boolean }) => api(calls.adminAssets.changeIcon, { params: { id }, body }),
  order: (ids: string[]) => api(calls.adminAssets.orderIcons, { body: { ids } }),
};

export default function AdminAssets() {
  const { reactions, icons, reasons } = usePageProps<'Admin/Assets'>();
  return (
    <AdminLayout section="assets">
      <PictureListCard kind="reactions" initial={reactions} picture={(reaction) => reaction.image_url} calls={reactionCalls} />
      <PictureListCard kind="icons" initial={icons} picture={(icon) => icon.path} calls={iconCalls} />
      <ReasonsCard initial={reasons} />
    </AdminLayout>
  );
}
