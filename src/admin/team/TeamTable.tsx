import type { Ref } from 'react';
import type { TeamKey } from './team-api';
import { dayOf, lastUsedText, revokedText, roleName, teamTexts } from './team-texts';

export interface TeamTableProps {
  keys: readonly TeamKey[];
  /** A revocation is under way: every 'Cabut Kunci' waits. */
  busy: boolean;
  onRevoke: (teamKey: TeamKey) => void;
  /** Each row's 'Cabut Kunci', for focus to return to when the dialog closes. */
  revokeRef: (id: number, element: HTMLButtonElement | null) => void;
  tableRef: Ref<HTMLTableElement>;
}

const columns = ['Nama', 'Peran', 'Dibuat', 'Terakhir dipakai', 'Status'] as const;

/** A cell's column name, shown on a phone, where each row is a card and the header is hidden. */
function CardLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="w-32 shrink-0 text-sm font-medium text-slate-600 sm:hidden">
      {children}
    </span>
  );
}

const cellClass = 'flex gap-3 py-1 sm:table-cell sm:px-4 sm:py-3 sm:align-top';

/**
 * The team's keys. On a phone each row is a card of label and value (nothing scrolls sideways);
 * from 640 px a table. Chrome keeps a table's roles whatever its CSS display.
 */
export default function TeamTable({ keys, busy, onRevoke, revokeRef, tableRef }: TeamTableProps) {
  return (
    <table ref={tableRef} tabIndex={-1} className="block w-full sm:table">
      <caption className="mb-3 block text-left sm:table-caption text-xl font-bold text-slate-900">
        {teamTexts.caption}
      </caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="border-b border-slate-300 text-left">
          {columns.map((column) => (
            <th key={column} scope="col" className="sm:px-4 sm:py-2">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 sm:table-row-group sm:space-y-0">
        {keys.map((teamKey) => (
          <tr
            key={teamKey.id}

            className={`block rounded-xl border border-slate-200 p-4 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0 ${
              teamKey.revoked_at ? 'bg-slate-50 text-slate-600' : ''
            }`}
          >
            <th scope="row" className={`${cellClass} text-left font-semibold text-slate-900`}>
              <CardLabel>{columns[0]}</CardLabel>
              <span id={`tim-nama-${teamKey.id}`} className="min-w-0 [overflow-wrap:anywhere]">
                {teamKey.name}
              </span>
            </th>
            <td className={cellClass}>
              <CardLabel>{columns[1]}</CardLabel>
              {roleName(teamKey.role)}
            </td>
            <td className={cellClass}>
              <CardLabel>{columns[2]}</CardLabel>
              {dayOf(teamKey.created_at)}
            </td>
            <td className={cellClass}>
              <CardLabel>{columns[3]}</CardLabel>
              {lastUsedText(teamKey.last_used_on)}
            </td>
            <td className={`${cellClass} items-center`}>
              <CardLabel>{columns[4]}</CardLabel>
              {teamKey.revoked_at ? (
                revokedText(teamKey.revoked_at)
              ) : (
                <button
                  type="button"
                  ref={(element) => revokeRef(teamKey.id, element)}
                  aria-describedby={`tim-nama-${teamKey.id}`}
                  aria-disabled={busy || undefined}
                  onClick={() => {
                    if (!busy) onRevoke(teamKey);
                  }}
                  className="min-h-11 rounded-md border-2 border-red-700 px-4 py-2 font-semibold text-red-700 hover:bg-red-50 aria-disabled:cursor-wait"
                >
                  {teamTexts.revoke}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
