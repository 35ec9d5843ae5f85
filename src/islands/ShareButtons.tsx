import type { MouseEvent } from 'react';
import { useBrowserValue } from '../hooks/use-browser-value';
import { shareUrls, type ShareProvider } from '../lib/links';
import { toast } from '../stores/toast';

const providers: { id: ShareProvider; label: string; className: string }[] = [
  { id: 'facebook', label: 'Facebook', className: 'bg-[#1559c9] hover:bg-[#124aa8]' },
  { id: 'x', label: 'X', className: 'bg-black hover:bg-slate-800' },
  { id: 'whatsapp', label: 'WhatsApp', className: 'bg-whatsapp-700 hover:bg-whatsapp-600' },
  { id: 'line', label: 'LINE', className: 'bg-[#06803a] hover:bg-[#056b31]' },
];

const canShareNatively = () => typeof navigator !== 'undefined' && 'share' in navigator;

/**
 * Share links to Facebook, X, WhatsApp and LINE. They are plain links that work before
 * hydration; once hydrated, a blocked LINE tab gets the spec's toast, and browsers with the
 * Web Share API also offer their own share sheet.
 */
export default function ShareButtons({ url, title }: { url: string; title: string }) {
  const links = shareUrls(url, title);
  const native = useBrowserValue(canShareNatively, false);

  const openLine = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const tab = window.open(links.line, '_blank');
    if (tab) {
      tab.opener = null;
      return;
    }
    console.warn('ShareButtons: the browser blocked the LINE share tab');
    toast({
      title: 'Gagal Membuka LINE',
      description: 'Pastikan aplikasi LINE terinstall atau coba bagikan secara manual.',
      variant: 'destructive',
    });
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if ((error as Error).name !== 'AbortError') console.warn('ShareButtons: share failed', error);
    }
  };

  return (
    <section aria-labelledby="bagikan" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="bagikan" className="font-semibold text-slate-900">
        Bagikan artikel ini
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              href={links[provider.id]}
              target="_blank"
              rel="noopener noreferrer"
              onClick={provider.id === 'line' ? openLine : undefined}
              // Its blocked-tab toast needs the island's code: a first tap waits for it.
              data-needs-hydration={provider.id === 'line' ? '' : undefined}
              className={`inline-flex items-center rounded-md px-4 py-2 text-sm font-semibold text-white ${provider.className}`}
              aria-label={`Bagikan ke ${provider.label}`}
            >
              {provider.label}
            </a>
          </li>
        ))}
        {native && (
          <li>
            <button
              type="button"
              onClick={shareNatively}
              className="inline-flex items-center rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
            >
              Bagikan lewat…
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
