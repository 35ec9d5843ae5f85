/** What the owner reads about the drafts kept in the browser (see DraftOffer.tsx). */
export const draftTexts = {
  heading: 'Draf yang belum disimpan',
  restore: 'Pulihkan Draf',
  discard: 'Buang Draf',
  /** While drafts are offered and the owner has typed too. */
  typedToo:
    'Yang Anda ketik sekarang juga disimpan sebagai draf tersendiri, jadi draf di atas tidak ' +
    'tertimpa. Jika Anda memulihkan draf, tulisan baru ini tetap ditawarkan di sini.',
  /** The bar that stays in view while the offer is out of it. */
  bar: (count: number) =>
    count === 1 ? 'Ada draf yang belum disimpan.' : `Ada ${count} draf yang belum disimpan.`,
  show: 'Lihat Draf',
  /** Said to screen readers once, when the page opens with drafts to offer. */
  announced:
    'Ada draf yang belum disimpan. Pilihan Pulihkan Draf dan Buang Draf ada di awal formulir.',
} as const;
