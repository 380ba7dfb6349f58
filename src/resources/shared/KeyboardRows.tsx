import { forwardRef, type KeyboardEvent } from 'react';
import { DatagridBody, DatagridRow, type DatagridBodyProps, type DatagridRowProps } from 'react-admin';

/**
 * A list row that opens its record on a click opens it by keyboard too (issue 35 #2, WCAG 2.1.1):
 * it is in the tab order, Enter or Space on it does what the click does, and it shows the focus as
 * an outline in the brand's primary drawn inside the row, so the table does not clip it.
 */
const KeyboardRow = forwardRef<HTMLTableRowElement, DatagridRowProps>(function KeyboardRow(props, ref) {
  if (!props.rowClick) return <DatagridRow ref={ref} {...props} />;
  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>) => {
    // Only the row itself: a button or link inside the row keeps its own keys.
    if ((e.key !== 'Enter' && e.key !== ' ') || e.target !== e.currentTarget) return;
    e.preventDefault();
    e.currentTarget.click();
  };
  return (
    <DatagridRow
      ref={ref}
      {...props}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={[
        { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' } },
        ...(Array.isArray(props.sx) ? (props.sx as object[]) : props.sx ? [props.sx] : []),
      ]}
    />
  );
});

/** Every Datagrid's body (the theme's default): its clickable rows work by keyboard. */
export function KeyboardDatagridBody(props: DatagridBodyProps) {
  return <DatagridBody {...props} row={<KeyboardRow />} />;
}
