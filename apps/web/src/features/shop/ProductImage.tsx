import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './shop.module.css';

/**
 * A product picture. The server sends imageFile as the full URL under its configured image base
 * (its own /shopimg/ route by default, or a CDN); a missing or broken image shows a quiet placeholder.
 */
export function ProductImage({ imageFile, height }: { imageFile: string; height: number | string }) {
  const [broken, setBroken] = useState(false);
  if (!imageFile || broken) {
    return (
      <Center h={height} className={classes.noImage}>
        <IconPhoto size={32} stroke={1.4} aria-hidden />
      </Center>
    );
  }
  return <Image src={imageFile} alt="" h={height} fit="contain" onError={() => setBroken(true)} />;
}
