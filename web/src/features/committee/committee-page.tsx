export default function CommitteePage() {
  return <h1>Committee</h1>;
}
