import { configure } from '@testing-library/dom';

// `npm test` runs the unit project beside a stack suite (ADR 106): on two shared cores a lazily loaded chunk or a
// dialog's first render can take seconds, past testing-library's default wait of one second for a findBy.
configure({ asyncUtilTimeout: 10_000 });
