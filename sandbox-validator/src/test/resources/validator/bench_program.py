# A 200-line ordinary program for the validator benchmark: MBPP reference solutions, concatenated.
import re
import math
import heapq
from collections import Counter, defaultdict

def similar_elements(test_tup1, test_tup2):
  res = tuple(set(test_tup1) & set(test_tup2))
  return (res)

def is_Power_Of_Two (x): 
    return x and (not(x & (x - 1))) 
def differ_At_One_Bit_Pos(a,b): 
    return is_Power_Of_Two(a ^ b)

def square_nums(nums):
 square_nums = list(map(lambda x: x ** 2, nums))
 return square_nums

def find_Rotations(str): 
    tmp = str + str
    n = len(str) 
    for i in range(1,n + 1): 
        substring = tmp[i: i+n] 
        if (str == substring): 
            return i 
    return n

def remove_Occ(s,ch): 
    for i in range(len(s)): 
        if (s[i] == ch): 
            s = s[0 : i] + s[i + 1:] 
            break
    for i in range(len(s) - 1,-1,-1):  
        if (s[i] == ch): 
            s = s[0 : i] + s[i + 1:] 
            break
    return s

def sort_matrix(M):
    result = sorted(M, key=sum)
    return result

def find_Volume(l,b,h) : 
    return ((l * b * h) / 2)

def square_perimeter(a):
  perimeter=4*a
  return perimeter

NO_OF_CHARS = 256
def str_to_list(string): 
    temp = [] 
    for x in string: 
        temp.append(x) 
    return temp 
def lst_to_string(List): 
    return ''.join(List) 
def get_char_count_array(string): 
    count = [0] * NO_OF_CHARS 
    for i in string: 
        count[ord(i)] += 1
    return count 
def remove_dirty_chars(string, second_string): 
    count = get_char_count_array(second_string) 
    ip_ind = 0
    res_ind = 0
    temp = '' 
    str_list = str_to_list(string) 
    while ip_ind != len(str_list): 
        temp = str_list[ip_ind] 
        if count[ord(temp)] == 0: 
            str_list[res_ind] = str_list[ip_ind] 
            res_ind += 1
        ip_ind+=1
    return lst_to_string(str_list[0:res_ind])

def test_duplicate(arraynums):
    nums_set = set(arraynums)    
    return len(arraynums) != len(nums_set)

def is_woodall(x): 
    if (x % 2 == 0): 
        return False
    if (x == 1): 
        return True
    x = x + 1 
    p = 0
    while (x % 2 == 0): 
        x = x/2
        p = p + 1
        if (p == x): 
            return True
    return False

def rev(num):    
    rev_num = 0
    while (num > 0):  
        rev_num = (rev_num * 10 + num % 10) 
        num = num // 10  
    return rev_num  
def check(n):    
    return (2 * rev(n) == n + 1)

def find_Max_Num(arr) : 
    n = len(arr)
    arr.sort(reverse = True) 
    num = arr[0] 
    for i in range(1,n) : 
        num = num * 10 + arr[i] 
    return num

def opposite_Signs(x,y): 
    return ((x ^ y) < 0);

def is_octagonal(n): 
    return 3 * n * n - 2 * n

def smallest_num(xs):
  return min(xs)

def max_difference(test_list):
  temp = [abs(b - a) for a, b in test_list]
  res = max(temp)
  return (res)

def subject_marks(subjectmarks):
#subject_marks = [('English', 88), ('Science', 90), ('Maths', 97), ('Social sciences', 82)])
 subjectmarks.sort(key = lambda x: x[1])
 return subjectmarks

def recursive_list_sum(data_list):
    total = 0
    for element in data_list:
        if type(element) == type([]):
            total = total + recursive_list_sum(element)
        else:
            total = total + element
    return total

def pos_count(list):
  pos_count= 0
  for num in list: 
    if num >= 0: 
      pos_count += 1
  return pos_count

def bell_number(n):   
    bell = [[0 for i in range(n+1)] for j in range(n+1)] 
    bell[0][0] = 1
    for i in range(1, n+1): 
        bell[i][0] = bell[i-1][i-1]  
        for j in range(1, i+1): 
            bell[i][j] = bell[i-1][j-1] + bell[i][j-1]   
    return bell[n][0]

def is_Monotonic(A): 
    return (all(A[i] <= A[i + 1] for i in range(len(A) - 1)) or
            all(A[i] >= A[i + 1] for i in range(len(A) - 1)))

def is_sublist(l, s):
    sub_set = False
    if s == []:
        sub_set = True
    elif s == l:
        sub_set = True
    elif len(s) > len(l):
        sub_set = False
    else:
        for i in range(len(l)):
            if l[i] == s[0]:
                n = 1
                while (n < len(s)) and (l[i+n] == s[n]):
                    n += 1                
                if n == len(s):
                    sub_set = True
    return sub_set

def find_equal_tuple(Input):
  k = 0 if not Input else len(Input[0])
  flag = 1
  for tuple in Input:
    if len(tuple) != k:
      flag = 0
      break
  return flag
def get_equal(Input):
  return find_equal_tuple(Input) == 1

def dif_Square(n): 
    if (n % 4 != 2): 
        return True
    return False

def find_tuples(test_list, K):
  res = [sub for sub in test_list if all(ele % K == 0 for ele in sub)]
  return res

print(198)
print(199)
