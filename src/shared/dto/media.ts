/** Uploaded media as the client sees it (spec 1, "Media item"), and the `POST /media` answer. */
export interface MediaData {
  url: string;
  width: number | null;
  height: number | null;
  resource_type: 'image' | 'video';
  is_image: boolean;
  /** Seconds; null for images and when unknown. */
  duration: number | null;
}

/** `POST /media`: the Media item (id, data) plus the thumbnail URL, null for videos. */
export interface MediaAnswer {
  id: number;
  data: MediaData;
  thumb: string | null;
}
