CREATE TABLE "personal_icons" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reaction_set" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Hand-written: the built-in personal icons, the catalogue that was code until now, so the
-- ids members already chose keep their pictures. The control panel edits the catalogue.
INSERT INTO "personal_icons" ("id", "name", "position") VALUES
	('rocket', 'Ракета', 0),
	('star', 'Звезда', 1),
	('fire', 'Огонь', 2),
	('crown', 'Корона', 3),
	('gem-stone', 'Бриллиант', 4),
	('sparkles', 'Искры', 5),
	('high-voltage', 'Молния', 6),
	('red-heart', 'Сердце', 7),
	('four-leaf-clover', 'Клевер', 8),
	('cat-face', 'Кот', 9),
	('dog-face', 'Собака', 10),
	('fox', 'Лиса', 11),
	('unicorn', 'Единорог', 12),
	('robot', 'Робот', 13),
	('brain', 'Мозг', 14),
	('artist-palette', 'Палитра', 15),
	('video-game', 'Геймпад', 16),
	('books', 'Книги', 17),
	('laptop', 'Ноутбук', 18),
	('hot-beverage', 'Кофе', 19),
	('musical-note', 'Нота', 20),
	('soccer-ball', 'Мяч', 21),
	('camera', 'Фотоаппарат', 22),
	('globe-showing-europe-africa', 'Глобус', 23);
