import type { DrawId } from '@edma/contract/draw';

export default function DrawPage({ drawId }: { drawId: DrawId }) {
  return <h1>{drawId}</h1>;
}
