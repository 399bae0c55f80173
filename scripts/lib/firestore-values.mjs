// Firestore values as JSON, with their exact types (docs/deploying.md#backups describes the format).
// Strings, booleans, null and arrays are themselves; every other value is an object with one tag:
//   {"$int": "42"}  (64-bit, as a string)        {"$double": 1.5}  ("NaN", "Infinity", "-Infinity", "-0")
//   {"$timestamp": "2026-05-01T09:30:00.123456789Z"}   {"$geopoint": {"latitude": 50.7, "longitude": -3.1}}
//   {"$bytes": "<base64>"}   {"$ref": "families/f1"}   {"$vector": [0.1, 0.2]}   {"$map": {"key": <value>}}
// Read with `useBigInt` (emulator-target.mjs), so integers arrive as BigInt and doubles as numbers.
import { DocumentReference, FieldValue, GeoPoint, Timestamp } from 'firebase-admin/firestore';

/** firebase-admin does not export the vector class; every vector is one. */
const VectorValue = FieldValue.vector([]).constructor;

const SPECIAL_DOUBLES = new Map([
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['-Infinity', Number.NEGATIVE_INFINITY],
  ['-0', -0],
]);

/** @param {Timestamp} t RFC 3339 with all nine digits of nanoseconds. */
function timestampText(t) {
  return new Date(t.seconds * 1000).toISOString().replace(/\.\d{3}Z$/, `.${String(t.nanoseconds).padStart(9, '0')}Z`);
}

/** @param {string} text */
function timestampFrom(text) {
  const match = /^(.+)\.(\d{9})Z$/.exec(text);
  if (!match) throw new Error(`Not a backup timestamp: ${text}`);
  return new Timestamp(Date.parse(`${match[1]}Z`) / 1000, Number(match[2]));
}

/** @param {number} n */
function doubleJson(n) {
  if (Object.is(n, -0)) return '-0';
  return Number.isFinite(n) ? n : String(n);
}

/**
 * @param {unknown} value a value as the Admin SDK reads it
 * @returns {unknown}
 */
export function encodeValue(value) {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return { $int: value.toString() };
  if (typeof value === 'number') return { $double: doubleJson(value) };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value instanceof Timestamp) return { $timestamp: timestampText(value) };
  if (value instanceof GeoPoint) return { $geopoint: { latitude: value.latitude, longitude: value.longitude } };
  if (value instanceof DocumentReference) return { $ref: value.path };
  if (value instanceof VectorValue) return { $vector: /** @type {{ toArray(): number[] }} */ (value).toArray() };
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return { $map: encodeFields(/** @type {Record<string, unknown>} */ (value)) };
  }
  throw new TypeError(`A Firestore value this backup does not know: ${Object.prototype.toString.call(value)}`);
}

/** @param {Record<string, unknown>} fields */
export function encodeFields(fields) {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, encodeValue(value)]));
}

/**
 * @param {import('firebase-admin/firestore').Firestore} db where references point
 * @param {unknown} json
 * @returns {unknown}
 */
export function decodeValue(db, json) {
  if (json === null || typeof json === 'string' || typeof json === 'boolean') return json;
  if (Array.isArray(json)) return json.map((item) => decodeValue(db, item));
  if (typeof json !== 'object') throw new Error(`An untagged value in a backup: ${JSON.stringify(json)}`);
  const entries = Object.entries(json);
  if (entries.length !== 1) throw new Error(`A value needs exactly one tag: ${JSON.stringify(json)}`);
  const [tag, inner] = /** @type {[string, any]} */ (entries[0]);
  switch (tag) {
    case '$int':
      return BigInt(inner);
    case '$double':
      return typeof inner === 'number' ? inner : SPECIAL_DOUBLES.get(inner);
    case '$timestamp':
      return timestampFrom(inner);
    case '$geopoint':
      return new GeoPoint(inner.latitude, inner.longitude);
    case '$bytes':
      return Buffer.from(inner, 'base64');
    case '$ref':
      return db.doc(inner);
    case '$vector':
      return FieldValue.vector(inner);
    case '$map':
      return decodeFields(db, inner);
    default:
      throw new Error(`An unknown value tag in a backup: ${tag}`);
  }
}

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Record<string, unknown>} fields
 * @returns {Record<string, unknown>}
 */
export function decodeFields(db, fields) {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeValue(db, value)]));
}
