export default function VideosPage() {
  return <h1>Videos</h1>;
}
