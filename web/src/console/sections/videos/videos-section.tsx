import { VIDEOS_API, type PastVideo } from '@edma/contract/videos';
import { Confirm } from '@web/ui/confirm.tsx';
import { useId } from 'react';
import { applyChange, ItemActions, type ItemMove } from '../../item-actions.tsx';
import { ConsoleItemList } from '../../console-item-list.tsx';
import { ContentSection, useContentItem, useOrderedContentSection, type ItemFeedback } from '../../content-item.tsx';
import { failureMessage, useApiMutation } from '@web/api/use-api.ts';
import { longEventDate as longDate } from '@edma/contract/calendar-texts';
import { LiveStreamForm, PastVideoForm } from './video-forms.tsx';
import '../calendar/content-sections.css';

const TEXT = { title: 'Videos', intro: 'The Videos page shows these within seconds of a change.', addTitle: 'Add a video' };

/** "Videos": the live-stream banner of the Videos page and its list of past-event videos. */
export function VideosSection() {
  const section = useOrderedContentSection(VIDEOS_API, (data) => data.past);
  const { feedback, query: videos } = section;
  const live = useApiMutation(VIDEOS_API.live, { invalidates: [VIDEOS_API.list] });

  return (
    <ContentSection
      text={TEXT}
      section={section}
      addForm={<PastVideoForm label={TEXT.addTitle} submitLabel="Add video" {...section.addForm} />}
    >
      {(data) => (
        <>
          <h3>Live-stream banner</h3>
          <p className="content-card__meta">
            Now: {data.live.title}, {longDate(data.live.date)} at {data.live.time} UK time
            {/* As of the last load of the list. */}
            {data.live.startsAtMs <= videos.dataUpdatedAt ? ' (started: the page shows Live Now)' : ''}.
          </p>
          {live.error && <p role="alert">{failureMessage(live.error)}</p>}
          <LiveStreamForm
            // A fresh form when the saved banner changes (e.g. another committee member saved one).
            key={JSON.stringify(data.live)}
            initial={{ title: data.live.title, date: data.live.date, time: data.live.time, video: data.live.youtubeId }}
            busy={live.isPending}
            onSave={(values) => applyChange(() => live.mutateAsync(values), feedback.changed)}
          />

          <ConsoleItemList
            heading="Past event videos"
            description={<p className="content-card__meta">In the order of the page; new videos are added at the top.</p>}
            emptyText="No videos yet."
            items={section.items}
            ordered
          >
            {(video, index) => <PastVideoItem key={video.id} video={video} {...section.itemProps(index)} />}
          </ConsoleItemList>
        </>
      )}
    </ContentSection>
  );
}

function PastVideoItem({ video, move, ...feedback }: { video: PastVideo; move: ItemMove } & ItemFeedback) {
  const id = useId();
  const item = useContentItem(VIDEOS_API, feedback);
  const name = `${video.title} (${video.event})`;

  return (
    <li className="console-card content-card" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{video.title}</h4>
      <p className="content-card__meta">
        Event: {video.event} · Video: {video.youtubeId}
      </p>
      {item.mode === 'view' && <ItemActions name={name} {...item.actions} move={move} />}
      {item.mode === 'edit' && (
        <PastVideoForm
          initial={{ event: video.event, title: video.title, video: video.youtubeId }}
          submitLabel="Save video"
          {...item.editing(name)}
          onSave={(values) => item.save({ ...values, id: video.id })}
        />
      )}
      {item.mode === 'remove' && (
        <Confirm {...item.removal(name, { id: video.id })} question="Remove this video from the page?" confirmLabel="Remove video" />
      )}
    </li>
  );
}
