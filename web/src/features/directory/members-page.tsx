export default function MembersPage() {
  return <h1>Members</h1>;
}
