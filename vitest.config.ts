import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Vitest's 5 s is a race on CI's two loaded cores: encoding a photo to AVIF at three widths
    // took 5.0 s there beside other work. A test's verdict never depends on its time.
    testTimeout: 30_000,
  },
});
