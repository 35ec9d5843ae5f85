/**
 * What the owner's pages say when the site was built without its backend: nothing can be read
 * or saved, and how to fix it. `consequence` says what cannot be done on this page.
 */
export default function NotConfiguredAlert({ consequence }: { consequence: string }) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">Server artikel belum diatur.</p>
      <p className="mt-1 text-sm">
        Situs ini dibangun tanpa PUBLIC_SUPABASE_URL dan PUBLIC_SUPABASE_ANON_KEY, sehingga{' '}
        {consequence}. Atur keduanya, lalu bangun ulang situs.
      </p>
    </div>
  );
}
