import { mergeTicks, mergeWalkIns, type DoorHousehold, type DoorTick, type DoorWalkIn } from '@edma/contract/door';
import { jsonBody, jsonResponse, type Handler } from '../../test/fetch-stub.ts';

/** Nair (owing £17.00, a guest with a nut allergy, a child not to be photographed) and Kurian (paid): three people. */
export const DOOR_HOUSEHOLDS: DoorHousehold[] = [
  {
    familyId: 'fam-kurian',
    familyName: 'Kurian',
    reference: null,
    paid: true,
    amountPence: 1200,
    allergy: false,
    people: [{ person: 'm:joseph', name: 'Joseph Kurian', band: 'adult', noPhotos: false }],
  },
  {
    familyId: 'fam-nair',
    familyName: 'Nair',
    reference: 'EDMA-27-7KQ4',
    paid: false,
    amountPence: 1700,
    allergy: true,
    people: [
      { person: 'm:asha', name: 'Asha Nair', band: 'adult', noPhotos: false },
      { person: 'g:0', name: 'Guest 1', band: 'child', noPhotos: true },
    ],
  },
];

export const DOOR_EVENTS = [
  { eventId: 'onam', title: 'Onam Celebration', date: '2099-09-11', enabled: true, placesTaken: 3, capacity: 100 },
];

/** GET door/list for the event of DOOR_EVENTS. */
export const doorListAnswer = (households: DoorHousehold[] = DOOR_HOUSEHOLDS) => ({
  success: true,
  eventId: 'onam',
  title: 'Onam Celebration',
  households,
});

/** The server's door sync: keeps each tick `refuse` lets through and each walk-in, once, and answers every one it keeps. */
export function doorServer() {
  const server = {
    ticks: [] as DoorTick[],
    walkIns: [] as DoorWalkIn[],
    /** The ticks of each sync, in order. */
    syncs: [] as DoorTick[][],
    refuse: (_tick: DoorTick): string | null => null,
    sync: ((call) => {
      const { ticks, walkIns = [] } = jsonBody(call) as { ticks: DoorTick[]; walkIns?: DoorWalkIn[] };
      server.walkIns = mergeWalkIns(server.walkIns, walkIns);
      server.syncs.push(ticks);
      const refused = ticks.flatMap((tick) => {
        const reason = server.refuse(tick);
        return reason ? [{ id: tick.id, reason }] : [];
      });
      server.ticks = mergeTicks(
        server.ticks,
        ticks.filter((tick) => !refused.some((r) => r.id === tick.id)),
      );
      return jsonResponse(200, { success: true, ticks: server.ticks, walkIns: server.walkIns, refused });
    }) as Handler,
  };
  return server;
}
