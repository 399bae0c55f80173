/** The demo's door pass for the event open for booking (its PIN is in the README): `/door?pass=demo-front-door-pass`. */
export const DEMO_DOOR_PASS = { passId: 'demo-front-door-pass', pin: '246810', label: 'Front door (demo)' };
