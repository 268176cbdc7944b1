export { createMedia, linkPostMedia, removeUnusedMedia } from './media.commands.ts';
export { type ReceivedImage, receiveImage } from './media.image-upload.ts';
export { presentMedia } from './media.presenter.ts';
export { carouselItem, copyRemoteFile, copyRemoteMedia, REMOTE_COPY, type RemoteCopyContext } from './media.remote.ts';
export { MEDIA_LIMITS, type Received, receiveBuffer, store, storedKeys, storeIcon } from './media.storage.ts';
