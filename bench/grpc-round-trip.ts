import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';

type Letter = { code: string; text: string };
type EchoClient = InstanceType<grpc.ServiceClientConstructor> & {
  Open: (request: Letter, callback: (error: grpc.ServiceError | null, answer?: Letter) => void) => void;
};

/**
 * CPU milliseconds one bare grpc-js unary round trip costs, client and server both in this process (so both
 * ends are counted), 16 calls in flight: the floor of every hop between the bff and the services.
 */
export async function measureGrpcRoundTrip(calls: number): Promise<number> {
  const definition = protoLoader.loadSync(fileURLToPath(new URL('echo.proto', import.meta.url)));
  const { bench } = grpc.loadPackageDefinition(definition) as unknown as {
    bench: { Echo: grpc.ServiceClientConstructor };
  };
  // Answered with what a recipient's letter weighs.
  const letter = 'x'.repeat(2_000);
  const server = new grpc.Server();
  server.addService(bench.Echo.service, {
    Open: (call: grpc.ServerUnaryCall<Letter, Letter>, callback: grpc.sendUnaryData<Letter>) =>
      callback(null, { code: call.request.code, text: letter }),
  });
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  const client = new bench.Echo(`127.0.0.1:${port}`, grpc.credentials.createInsecure()) as EchoClient;
  const open = () =>
    new Promise<void>((resolve, reject) =>
      client.Open({ code: 'ABCD-EFGH-JKLM', text: '' }, (error) => (error ? reject(error) : resolve())),
    );
  const batch = async (count: number) => {
    for (let done = 0; done < count; done += 16) await Promise.all(Array.from({ length: 16 }, open));
  };
  try {
    await batch(Math.min(calls, 2_000));
    const before = process.cpuUsage();
    await batch(calls);
    const spent = process.cpuUsage(before);
    return (spent.user + spent.system) / 1000 / calls;
  } finally {
    client.close();
    server.forceShutdown();
  }
}
