/**
 * The header with the sending device's clock (ISO 8601) on every API request: the server corrects the device times
 * a request carries (start, moves, end, cancel) by how far that clock is from its own (docs/decisions/020).
 */
export const DEVICE_TIME_HEADER = 'X-Device-Time';
