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

/** A cell's column name, shown beside its value on each card; the table's own header is read. */
function CardLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="text-sm font-medium text-slate-600">
      {children}
    </span>
  );
}

const cellClass = 'grid grid-cols-2 items-center gap-3 py-1 text-left';

/**
 * The team's keys: a table (its caption and column headers are read), laid out as one card a
 * key, label beside value, so that nothing scrolls sideways on a phone. Chrome keeps a table's
 * roles whatever its CSS display. No wider layout: the shared stylesheet stays as small.
 */
export default function TeamTable({ keys, busy, onRevoke, revokeRef, tableRef }: TeamTableProps) {
  return (
    <table ref={tableRef} tabIndex={-1} className="block w-full max-w-xl">
      <caption className="mb-2 block text-left text-xl font-bold text-slate-900">
        {teamTexts.caption}
      </caption>
      <thead className="sr-only">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3">
        {keys.map((teamKey) => (
          <tr
            key={teamKey.id}
            className={`block rounded-xl border border-slate-200 p-4 ${
              teamKey.revoked_at ? 'bg-slate-50 text-slate-600' : ''
            }`}
          >
            <th scope="row" className={`${cellClass} font-semibold text-slate-900`}>
              <CardLabel>{columns[0]}</CardLabel>
              <span id={`tim-nama-${teamKey.id}`} className="min-w-0">
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
            <td className={cellClass}>
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
                  className="btn-outline min-h-11 px-3 py-2 text-red-700 aria-disabled:cursor-wait"
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
