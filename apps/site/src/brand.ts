/**
 * The one place for the product's identity. The name, addresses and links are neutral
 * placeholders; change them here and every page follows.
 */
export const brand = {
  /** Product name, shown in the logo's accessible name, titles and the footer. */
  name: 'Voxline',
  /** One line about the product, for the footer. */
  tagline: 'AI voice and messaging agents that answer every call, book every job and never sleep.',
  /** Contact address behind the footer's mail link. */
  contactEmail: 'hello@voxline.example',
  /**
   * The two social profiles of the footer, whose icons lead nowhere
   * (docs/requirements.md#the-home-page).
   */
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/voxline-example' },
    { label: 'X (Twitter)', href: 'https://x.com/voxline_example' },
  ],
  /** External form behind "Get Dental Solution"; opened in a new tab (placeholder). */
  dentalFormUrl: 'https://forms.example.com/voxline-dental-solution',
} as const;

export type Brand = typeof brand;
