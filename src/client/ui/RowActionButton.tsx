import type { ComponentProps } from 'react';
import { useFormAction } from './useFormAction.ts';

export type FormRun = ReturnType<typeof useFormAction>['run'];

export interface RowActionButtonProps extends Omit<ComponentProps<'button'>, 'onClick'> {
  send(run: FormRun): Promise<unknown>;
}

/**
 * A button in one row of a list, sending through a hook of its own: a press in one row is never
 * refused because another row's request is under way (one hook for the list would refuse it).
 */
export function RowActionButton({ send, disabled, type = 'button', ...props }: RowActionButtonProps) {
  const { busy, run } = useFormAction();
  return <button type={type} disabled={disabled || busy} onClick={() => void send(run)} {...props} />;
}
