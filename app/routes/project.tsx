export default function Page() {
  return <h1>project</h1>;
}
