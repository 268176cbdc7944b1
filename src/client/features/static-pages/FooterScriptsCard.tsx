import { useState, type FormEvent } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { STATIC_PAGE_LIMITS } from '../../../shared/static-pages.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { AdminCard, PanelField, panelControl } from '../admin/index.ts';
import { useFormAction } from '../../ui/useFormAction.ts';

export function FooterScriptsCard({ initial }: { initial: string }) {
  const t = useT();
  const toast = useToast();
  const { busy, errors, tracked, run } = useFormAction(['footer_scripts']);
  const [code, setCode] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const edit = tracked('footer_scripts', setCode);

  async function send(event: FormEvent) {
    if (!(await run(() => api(calls.staticPages.saveFooterScripts, { body: { footer_scripts: code } }), { event }))) return;
    setSaved(code);
    toast.success(t('staticPages.footerScripts.saved'));
  }

  return (
    <AdminCard title={t('staticPages.footerScripts.title')} text={t('staticPages.footerScripts.text')}>
      <form onSubmit={send} className="flex flex-col gap-3" data-testid="footer-scripts-form">
        <PanelField label={t('staticPages.footerScripts.label')} error={errors.footer_scripts}>
          {(control) => (
            <textarea
              {...control}
              name="footer_scripts"
              rows={6}
              spellCheck={false}
              maxLength={STATIC_PAGE_LIMITS.footerScripts}
              value={code}
              onChange={(e) => edit(e.target.value)}
              className={panelControl(errors.footer_scripts, 'py-2 font-mono text-[13px] leading-[1.5]')}
            />
          )}
        </PanelField>
        <div className="flex justify-end">
          <Button type="submit" variant="primary" disabled={busy || code === saved}>
            {t('staticPages.footerScripts.save')}
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}
