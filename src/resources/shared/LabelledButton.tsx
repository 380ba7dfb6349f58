import type { MouseEventHandler, ReactElement } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A step's button that always shows its words beside its icon. react-admin's `Button` shrinks to a
 * bare icon with a tooltip below its `md` breakpoint (every phone and tablet here): a binding step
 * (approve, reject, refuse, edit) must say what it does, and a tooltip opened by a tap stays over
 * what lies below it until the next tap (issue 35 item 5).
 */
export function LabelledButton({
  label,
  icon,
  onClick,
  disabled,
  testId,
}: {
  /** A catalogue key. */
  label: string;
  icon: ReactElement;
  onClick: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
  testId?: string;
}) {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={icon} onClick={onClick} disabled={disabled} data-testid={testId}>
      {translate(label)}
    </Button>
  );
}
