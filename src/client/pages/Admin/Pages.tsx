import { useState } from 'react';
import { router } from '@inertiajs/react';
import { ExternalLink, Pencil, Plus, Trash2 } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { AdminStaticPageDto } from '../../../shared/dto/static-page.ts';
import { AdminCard, AdminLayout } from '../../features/admin/index.ts';
import { draftOf, FooterScriptsCard, NEW_STATIC_PAGE, StaticPageForm, type StaticPageDraft } from '../../features/static-pages/index.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast.tsx';

const reload = () => router.reload({ only: ['pages', 'footerPages'] });

export default function AdminPages() {
  const t = useT();
  const toast = useToast();
  const { pages, footer_scripts } = usePageProps<'Admin/Pages'>();
  const [editing, setEditing] = useState<AdminStaticPageDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminStaticPageDto | null>(null);

  async function save(draft: StaticPageDraft) {
    if (editing === 'new') await api(calls.staticPages.create, { body: draft });
    else if (editing) await api(calls.staticPages.update, { params: { id: editing.id }, body: draft });
    toast.success(t(editing === 'new' ? 'staticPages.toasts.created' : 'staticPages.toasts.saved'));
    setEditing(null);
    reload();
  }

  async function remove(page: AdminStaticPageDto) {
    await api(calls.staticPages.remove, { params: { id: page.id } });
    toast.success(t('staticPages.toasts.deleted'));
    reload();
  }

  const add = (
    <Button variant="primary" onClick={() => setEditing('new')} className="gap-1.5">
      <Plus className="size-4" aria-hidden="true" />
      {t('staticPages.add')}
    </Button>
  );

  return (
    <AdminLayout section="pages" action={add}>
      <AdminCard>
        {pages.length === 0 ? (
          <p className="text-[15px] text-muted">{t('staticPages.empty')}</p>
        ) : (
          <ul className="-mx-1 -my-2 flex flex-col divide-y divide-line">
            {pages.map((page) => (
              <li key={page.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-1 py-3" data-testid="static-page-row">
                <div className="min-w-0 flex-1 basis-[240px]">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{page.title}</span>
                    {page.in_footer && <span className="rounded-md bg-accent-soft px-1.5 py-0.5 text-[12px] font-medium text-accent">{t('staticPages.inFooter')}</span>}
                  </div>
                  <p className="mt-0.5 truncate text-[13px] text-muted">{page.url}</p>
                </div>
                <div className="flex items-center gap-1">
                  <a href={page.url} className="inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-surface-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-accent" aria-label={`${t('staticPages.open')}: ${page.title}`} title={t('staticPages.open')}>
                    <ExternalLink className="size-4" aria-hidden="true" />
                  </a>
                  <IconButton label={t('staticPages.actions.edit')} onClick={() => setEditing(page)}>
                    <Pencil className="size-4" aria-hidden="true" />
                  </IconButton>
                  <IconButton label={t('staticPages.actions.delete')} onClick={() => setDeleting(page)}>
                    <Trash2 className="size-4" aria-hidden="true" />
                  </IconButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </AdminCard>
      <FooterScriptsCard initial={footer_scripts} />
      <Modal open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={t(editing === 'new' ? 'staticPages.form.createTitle' : 'staticPages.form.editTitle')} className="max-w-[760px]">
        {editing !== null && (
          <StaticPageForm initial={editing === 'new' ? NEW_STATIC_PAGE : draftOf(editing)} submitLabel={t(editing === 'new' ? 'staticPages.form.create' : 'staticPages.form.save')} save={save} />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('staticPages.confirmDelete.title')}
        text={t('staticPages.confirmDelete.text', { title: deleting?.title ?? '' })}
        confirmLabel={t('staticPages.actions.delete')}
        cancelLabel={t('staticPages.actions.cancel')}
        onConfirm={() => remove(deleting!)}
      />
    </AdminLayout>
  );
}
