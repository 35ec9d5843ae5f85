import { describe, expect, it } from 'vitest';
import { publishKeyNotice } from '../../scripts/site/publish-key-notice.mjs';

const site = 'http://127.0.0.1:4321';

describe('what npm start says about the publishing key', () => {
  it('shows a key it made, once, with where to use it', () => {
    expect(
      publishKeyNotice(
        { publishKey: 'k3y-k3y-k3y-k3y-k3y', publishKeyGenerated: true, keyFromEnv: false },
        site,
      ),
    ).toEqual([
      'Publishing key: k3y-k3y-k3y-k3y-k3y',
      '  Paste it into "Kunci Publikasi" at http://127.0.0.1:4321/admin/create-article to publish.',
      '  Shown this once: only its hash is stored. Lost it? Set a new one: npm run publish-key',
      "  It is the owner's key ('Pemilik'); make each writer a key of their own at http://127.0.0.1:4321/admin/tim.",
    ]);
  });

  it('on later starts says where to use it and how to set a new one, never the key', () => {
    const lines = publishKeyNotice(
      { publishKey: null, publishKeyGenerated: false, keyFromEnv: false },
      site,
    );
    expect(lines).toEqual([
      'Publishing key: the one shown on the first start; use it at http://127.0.0.1:4321/admin/create-article.',
      '  Lost it? Set a new one: npm run publish-key',
    ]);
  });

  it('does not repeat a key given in PUBLISH_KEY', () => {
    const lines = publishKeyNotice(
      { publishKey: 'from-the-environment', publishKeyGenerated: false, keyFromEnv: true },
      site,
    );
    expect(lines.join('\n')).not.toContain('from-the-environment');
    expect(lines).toEqual([
      'Publishing key: the one in PUBLISH_KEY (http://127.0.0.1:4321/admin/create-article).',
    ]);
  });
});
