export interface ServiceSummary {
  /** Route of the service page, e.g. '/pesan-tiket'. */
  href: string;
  title: string;
  description: string;
  features: readonly string[];
  buttonText: string;
}

export interface ServiceStep {
  title: string;
  text: string;
}

export interface ServiceDetail extends ServiceSummary {
  /** Page heading (h1). */
  heading: string;
  /** One or two sentences under the heading. */
  intro: string;
  /** What the service includes: a short title and a sentence each. */
  includes: readonly ServiceStep[];
  /** How it works, in order. */
  steps: readonly ServiceStep[];
  /** Why trust us for this service. */
  trust: readonly ServiceStep[];
  /** Heading above the lead form on the page. */
  formHeading: string;
}

export interface Reason {
  title: string;
  text: string;
}

export interface Testimonial {
  name: string;
  location: string;
  text: string;
  rating: 1 | 2 | 3 | 4 | 5;
}
