export {
  PushEndpointStandIn,
  type ReceivedPush,
  type StandInSubscription,
} from './push-endpoint-stand-in.ts';
export { startPushProcess } from './start-push-process.ts';
