import { readerTexts } from '../../config/reader';
import { readerButtonClass, readerRowClass } from '../../reader/button-class';

/**
 * 'Dengarkan Artikel' under the title block, as static HTML: its row keeps its height, and the
 * button shows only once src/reader/starter.ts has found an Indonesian voice and marked the page
 * (`html[data-voice]`, src/components/ArticleReaderStarter.astro), so it appears without moving
 * the text. The reader's controls and its
 * state ('Membacakan artikel', 'Dijeda') take the row when it is tapped.
 */
export default function ArticleReaderButton() {
  return (
    <div data-reader className={readerRowClass}>
      <button type="button" data-reader-start className={readerButtonClass}>
        {readerTexts.start}
      </button>
      <p
        role="status"
        data-reader-status
        data-failed={readerTexts.failed}
        className="text-sm text-slate-600"
      />
    </div>
  );
}
