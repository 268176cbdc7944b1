export interface MediaData {
  url: string;
  width: number | null;
  height: number | null;
  resource_type: 'image' | 'video';
  is_image: boolean;
  duration: number | null;
}

export interface MediaAnswer {
  id: number;
  data: MediaData;
  thumb: string | null;
}
