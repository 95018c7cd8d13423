/** The id of the <script type="application/json"> holding a prerendered page's data (dehydrated queries). */
export const QUERY_STATE_ID = 'query-state';
