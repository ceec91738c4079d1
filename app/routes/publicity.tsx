export default function Page() {
  return <h1>publicity</h1>;
}
