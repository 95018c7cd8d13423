/**
 * ours: the words of the brokers' pages (find a broker, an agent's page), the contact and application pages,
 * testimonials and lenders, the spec's wordings among them (marked where they stand). English; French in fr/people.ts (ADR 085).
 */

export { peopleAgentWords } from './people/agent';
export { peopleApplicationWords } from './people/application';
export { peopleCommonWords } from './people/common';
export { peopleContactWords } from './people/contact';
export { peopleFindBrokerWords } from './people/find-broker';
export { peopleLendersWords } from './people/lenders';
export { peopleTestimonialsWords } from './people/testimonials';

import type { peopleAgentWords } from './people/agent';
import type { peopleApplicationWords } from './people/application';
import type { peopleCommonWords } from './people/common';
import type { peopleContactWords } from './people/contact';
import type { peopleFindBrokerWords } from './people/find-broker';
import type { peopleLendersWords } from './people/lenders';
import type { peopleTestimonialsWords } from './people/testimonials';

/**
 * The people part of the English catalogue (EnglishCatalogue.people), piece by piece: a page imports
 * only the pieces it shows (`useWords('people', '<piece>', english)`).
 */
export interface PeopleWords {
  common: typeof peopleCommonWords;
  findBroker: typeof peopleFindBrokerWords;
  agent: typeof peopleAgentWords;
  contact: typeof peopleContactWords;
  application: typeof peopleApplicationWords;
  testimonials: typeof peopleTestimonialsWords;
  lenders: typeof peopleLendersWords;
}
