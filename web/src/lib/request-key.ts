/** A key for one request that may be sent again (a retry after a lost answer): the server acts on it once. */
export const newRequestKey = () => crypto.randomUUID().replaceAll('-', '');
