import { VIDEOS_API, type PastVideo } from '@edma/contract/videos';
import { Confirm } from '../../../../ui/confirm.tsx';
import { useId, useState } from 'react';
import { applyChange, ItemActions, type ItemMove } from '../../item-actions.tsx';
import { ConsoleItemList } from '../../console-item-list.tsx';
import { SectionFeedback, useListOrder, useSectionFeedback } from '../../section-feedback.tsx';
import { failureMessage, useApiMutation, useApiQuery } from '../../../../api/use-api.ts';
import { longDate } from '../calendar/long-date.ts';
import { LiveStreamForm, PastVideoForm } from './video-forms.tsx';
import '../calendar/content-sections.css';
import { QueryStatus } from '../../query-status.tsx';

const LIST = VIDEOS_API.list;

/** "Videos": the live-stream banner of the Videos page and its list of past-event videos. */
export function VideosSection() {
  const id = useId();
  const videos = useApiQuery(LIST, {});
  const live = useApiMutation(VIDEOS_API.live, { invalidates: [LIST] });
  const add = useApiMutation(VIDEOS_API.add, { invalidates: [LIST] });
  const feedback = useSectionFeedback(LIST);
  const { changed, refused } = feedback;
  const past = videos.data?.past ?? [];
  const moveOf = useListOrder(
    VIDEOS_API.order,
    LIST,
    past.map(({ id }) => id),
    feedback,
  );

  return (
    <section className="console-section content-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Videos</h2>
      <p>The Videos page shows these within seconds of a change.</p>
      <SectionFeedback notice={feedback.notice} problem={feedback.problem} />
      <QueryStatus query={videos} />
      {videos.data && (
        <>
          <h3>Live-stream banner</h3>
          <p className="content-card__meta">
            Now: {videos.data.live.title}, {longDate(videos.data.live.date)} at {videos.data.live.time} UK time
            {/* As of the last load of the list. */}
            {videos.data.live.startsAtMs <= videos.dataUpdatedAt ? ' (started: the page shows Live Now)' : ''}.
          </p>
          {live.error && <p role="alert">{failureMessage(live.error)}</p>}
          <LiveStreamForm
            // A fresh form when the saved banner changes (e.g. another committee member saved one).
            key={JSON.stringify(videos.data.live)}
            initial={{
              title: videos.data.live.title,
              date: videos.data.live.date,
              time: videos.data.live.time,
              video: videos.data.live.youtubeId,
            }}
            busy={live.isPending}
            onSave={(values) => applyChange(() => live.mutateAsync(values), changed)}
          />

          <ConsoleItemList
            heading="Past event videos"
            description={<p className="content-card__meta">In the order of the page; new videos are added at the top.</p>}
            emptyText="No videos yet."
            items={past}
            ordered
          >
            {(video, index) => <PastVideoItem key={video.id} video={video} move={moveOf(index)} onChanged={changed} onRefused={refused} />}
          </ConsoleItemList>
        </>
      )}
      <h3>Add a video</h3>
      {add.error && <p role="alert">{failureMessage(add.error)}</p>}
      <PastVideoForm
        label="Add a video"
        submitLabel="Add video"
        busy={add.isPending}
        onSave={(values) => applyChange(() => add.mutateAsync(values), changed)}
      />
    </section>
  );
}

interface PastVideoItemProps {
  video: PastVideo;
  move: ItemMove;
  onChanged(message: string): void;
  onRefused(error: unknown): void;
}

function PastVideoItem({ video, move, onChanged, onRefused }: PastVideoItemProps) {
  const id = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const update = useApiMutation(VIDEOS_API.update, { invalidates: [LIST] });
  const remove = useApiMutation(VIDEOS_API.remove, { invalidates: [LIST] });
  const busy = update.isPending || remove.isPending;
  const name = `${video.title} (${video.event})`;

  return (
    <li className="console-card content-card" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{video.title}</h4>
      <p className="content-card__meta">
        Event: {video.event} · Video: {video.youtubeId}
      </p>
      {mode === 'view' && <ItemActions name={name} onEdit={() => setMode('edit')} onRemove={() => setMode('remove')} move={move} />}
      {mode === 'edit' && (
        <PastVideoForm
          initial={{ event: video.event, title: video.title, video: video.youtubeId }}
          label={`Edit ${name}`}
          submitLabel="Save video"
          busy={busy}
          onCancel={() => setMode('view')}
          onSave={async (values) => {
            const saved = await applyChange(() => update.mutateAsync({ ...values, id: video.id }), onChanged, onRefused);
            if (saved) setMode('view');
            return saved;
          }}
        />
      )}
      {mode === 'remove' && (
        <Confirm
          label={`Remove ${name}?`}
          className="console-card__actions"
          question="Remove this video from the page?"
          confirmLabel="Remove video"
          busy={busy}
          onConfirm={() => remove.mutate({ id: video.id }, { onSuccess: (result) => onChanged(result.message ?? ''), onError: onRefused })}
          onCancel={() => setMode('view')}
        />
      )}
    </li>
  );
}
