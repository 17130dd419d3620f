import sys
from PIL import Image
ims=[Image.open(p) for p in sys.argv[2:]]
h=max(i.height for i in ims); w=sum(i.width for i in ims)
m=Image.new('RGB',(w,h),'white'); x=0
for i in ims: m.paste(i,(x,0)); x+=i.width
m.save(sys.argv[1])
