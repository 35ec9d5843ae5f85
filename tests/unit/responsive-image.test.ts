import { describe, expect, it } from 'vitest';
import { responsiveImage } from '../../src/lib/responsive-image';

describe('responsiveImage', () => {
  it('asks Unsplash for each width in a modern format, keeping the photo', () => {
    const image = responsiveImage(
      'https://images.unsplash.com/photo-1?auto=format&fit=crop&w=1200&q=80',
      [320, 640, 960],
    );
    expect(image).toEqual({
      src: 'https://images.unsplash.com/photo-1?auto=format&fit=crop&w=640&q=70',
      srcSet:
        'https://images.unsplash.com/photo-1?auto=format&fit=crop&w=320&q=70 320w, ' +
        'https://images.unsplash.com/photo-1?auto=format&fit=crop&w=640&q=70 640w, ' +
        'https://images.unsplash.com/photo-1?auto=format&fit=crop&w=960&q=70 960w',
    });
  });

  it.each([
    'https://contoh.id/foto.jpg',
    'http://images.unsplash.com/photo-1',
    '/images/artikel-default.svg',
  ])('leaves %s as it is', (src) => {
    expect(responsiveImage(src, [320, 640])).toEqual({ src });
  });
});
