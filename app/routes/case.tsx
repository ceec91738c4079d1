export default function Page() {
  return <h1>case</h1>;
}
