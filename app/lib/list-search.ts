/** Longer searches are refused: nobody types them, and they only cost the database. */
export const MAX_SEARCH_LENGTH = 200;
