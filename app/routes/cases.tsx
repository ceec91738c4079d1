export default function Page() {
  return <h1>cases</h1>;
}
