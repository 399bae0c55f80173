import { Link } from 'react-router-dom';
import { pathTo } from '../../app/route-table.ts';

export default function NotFoundPage() {
  return (
    <div className="page">
      <h1>Page not found</h1>
      <p>Sorry, there is no page at this address.</p>
      <p>
        <Link to={pathTo('home')}>Go to the home page</Link>
      </p>
    </div>
  );
}
