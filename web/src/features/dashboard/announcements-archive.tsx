import { ANNOUNCEMENT_API } from '@edma/contract/announcements';
import { eventPagePath } from '@edma/contract/calendar-texts';
import { longDateOfMoment } from '@edma/contract/dates';
import { Link } from 'react-router-dom';
import { failureMessage, useApiQuery } from '../../api/use-api.ts';
import './email-panels.css';

/** Past announcements from the committee, for members of an approved family. */
export function AnnouncementsArchive() {
  const archive = useApiQuery(ANNOUNCEMENT_API.archive, {});
  const announcements = archive.data?.announcements ?? [];
  return (
    <section className="panel announcements-archive" aria-labelledby="announcements-archive-title">
      <h2 id="announcements-archive-title">Announcements</h2>
      {archive.error && <p role="alert">{failureMessage(archive.error)}</p>}
      {archive.data && announcements.length === 0 && <p>No announcements yet.</p>}
      {announcements.map((announcement) => (
        <details key={announcement.id} className="announcements-archive__item">
          <summary>
            <span className="announcements-archive__subject">{announcement.subject}</span>{' '}
            <span className="announcements-archive__date">{longDateOfMoment(announcement.sentAtMs)}</span>
          </summary>
          <p className="announcements-archive__text">{announcement.text}</p>
          {announcement.eventId && (
            <p>
              <Link to={eventPagePath(announcement.eventId)}>See the event</Link>
            </p>
          )}
        </details>
      ))}
    </section>
  );
}
